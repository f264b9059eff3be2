import { Heading } from '@chakra-ui/react/heading';
import { chakra } from '@chakra-ui/react/styled-system';
import { LETTER_DELAY_MS } from './timing';

/**
 * Letter i fades in at i × 30 ms (CSS animation delays, so no re-render per letter). Screen readers
 * get the whole text from aria-label; the letters are hidden from them. Reduced motion shows all at once.
 */
export function AnimatedHeading({ text }: { text: string }) {
  return (
    <Heading
      as="h1"
      data-testid="home-heading"
      aria-label={text}
      fontSize={{ base: '4xl', sm: '5xl', md: '6xl', lg: '7xl' }}
      lineHeight="1.08"
      letterSpacing="tight"
      fontWeight="extrabold"
      maxW="4xl"
      textWrap="balance"
      _after={{
        content: '""',
        display: 'inline-block',
        width: '0.45ch',
        height: '0.8em',
        marginInlineStart: '0.12em',
        verticalAlign: 'baseline',
        bg: 'brand.solid',
        animation: 'caret-blink 1.1s step-end infinite',
        _motionReduce: { animation: 'none' },
      }}
    >
      {Array.from(text).map((char, index) => (
        <chakra.span
          // The text is fixed for the lifetime of this element (the parent keys it by text).
          key={index}
          data-testid="home-letter"
          aria-hidden="true"
          animation="letter-reveal 0.35s ease-out both"
          _motionReduce={{ animation: 'none' }}
          style={{ animationDelay: `${index * LETTER_DELAY_MS}ms` }}
        >
          {char}
        </chakra.span>
      ))}
    </Heading>
  );
}
