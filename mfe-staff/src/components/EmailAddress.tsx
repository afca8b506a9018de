/**
 * An e-mail address that may break after its @ when its line is too narrow (a staff table's card on a phone), and
 * nowhere else: the two halves stay whole words.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
