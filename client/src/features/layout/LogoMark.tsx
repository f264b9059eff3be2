import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';

/** A flag planted on a shield: capturing flags, defending systems. Same drawing as public/favicon.svg. */
export function LogoMark(props: HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" {...props}>
      <path
        d="M32 6 53 14.5V30c0 13.6-9 23.4-21 27.3C20 53.4 11 43.6 11 30V14.5z"
        fill="#0b1324"
        stroke="#2ccfe9"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M24 19v27" stroke="#5ae0f5" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M25 19h17l-4.5 6.5L42 32H25z" fill="#5ae0f5" />
    </chakra.svg>
  );
}
