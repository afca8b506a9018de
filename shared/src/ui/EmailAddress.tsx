import { Fragment } from 'react';

/** The address cut after each '@' and '.', the only places a line may break inside it. */
const piecesOf = (address: string) => address.match(/[^@.]*[@.]|[^@.]+$/g) ?? [address];

/**
 * An e-mail address that wraps only after '@' or '.' (`<wbr>`), never mid-word: an address has no spaces, so a narrow
 * box would otherwise break it anywhere ('casey.candidate@example.co' / 'm'). The text is the plain address.
 */
export function EmailAddress({ address }: { address: string }) {
  const pieces = piecesOf(address);
  return (
    <span>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {piece}
          {index < pieces.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </span>
  );
}
