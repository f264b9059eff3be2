import { chakra } from '@chakra-ui/react/styled-system';
import { Fragment } from 'react';

// Each side of the @ wraps as one piece: a narrow card breaks the address after the @ first.
const Side = chakra('span', { base: { display: 'inline-block', maxW: 'full', overflowWrap: 'anywhere' } });

/** Break chances before each dot, as in print: "jelena.petrovic" may wrap as "jelena" / ".petrovic". */
function breakBeforeDots(text: string) {
  return text.split('.').map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          <wbr />.
        </>
      )}
      {piece}
    </Fragment>
  ));
}

/**
 * An e-mail address in a narrow place (a phone card, a dialog): it wraps after the @, then before a
 * dot, never inside a word unless one word alone is wider than the line. Copying it gives the
 * address unchanged.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <Side>{breakBeforeDots(address)}</Side>;
  return (
    <>
      <Side>{breakBeforeDots(address.slice(0, at + 1))}</Side>
      <wbr />
      <Side>{breakBeforeDots(address.slice(at + 1))}</Side>
    </>
  );
}
