import { Box, type BoxProps } from '@chakra-ui/react/box';

/** One item of a list drawn as bordered cards (an audit entry, a school's mentor). */
export function CardItem(props: BoxProps) {
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="md"
      px="3"
      py="2"
      {...props}
    />
  );
}
