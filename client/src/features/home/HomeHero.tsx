import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { AnimatedHeading } from './AnimatedHeading';
import { HomeActions } from './HomeActions';
import { LETTER_DELAY_MS, ACTIONS_DELAY_MS } from './timing';
import { useElapsed } from './use-elapsed';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export function HomeHero() {
  const { t } = useTranslation();
  const prefersReducedMotion = usePrefersReducedMotion();
  const showActions = useElapsed(ACTIONS_DELAY_MS, prefersReducedMotion);
  const heading = t('home.heading');

  return (
    <Container maxW="6xl" px={{ base: '5', md: '8' }} py={{ base: '14', md: '24', lg: '32' }}>
      <AnimatedHeading key={heading} text={heading} />
      <Text
        mt={{ base: '5', md: '7' }}
        maxW="2xl"
        fontSize={{ base: 'lg', md: 'xl' }}
        color="fg.muted"
        animation="rise-in 0.6s ease-out both"
        _motionReduce={{ animation: 'none' }}
        // Follows the heading: it starts once the last letter has appeared.
        style={{ animationDelay: `${Array.from(heading).length * LETTER_DELAY_MS}ms` }}
      >
        {t('home.subheading')}
      </Text>
      {/* Space kept for the buttons so nothing moves when they appear. */}
      <Box mt={{ base: '8', md: '10' }} minH={{ base: '12.5rem', sm: '3rem' }}>
        {showActions && <HomeActions />}
      </Box>
    </Container>
  );
}
