/**
 * The shell's route table, read in this one place so it is swapped in one line when the table moves.
 * Imported by URL at run time: the API's type check must not pull in the shell's browser code.
 */
const shellRoutes = new URL('../../shell/src/app/routes.ts', import.meta.url).href;

export const routeTable = ((await import(shellRoutes)) as { portalRoutes: readonly { path: string }[] }).portalRoutes;
