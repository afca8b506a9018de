/** What a shared contract hands over after checking: the payload a call sends. */
export type Parsed<S extends { parse: (input: unknown) => unknown }> = ReturnType<S['parse']>;
