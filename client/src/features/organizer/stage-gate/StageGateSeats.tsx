import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/notify';
import { serverMessageOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { useCategoryNames } from './use-category-names';

/**
 * The confirmed gate's seats per category: held, freed by a decline or an expiry, and who is next in
 * line, with "Offer to the next" when the organizer did not choose to offer at once.
 */
export function StageGateSeats({ slug, seasonId }: { slug: string; seasonId: number }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const seats = trpc.organizer.stageGate.seats.useQuery({ slug });
  const { nameOf } = useCategoryNames(seasonId);
  const offer = trpc.organizer.stageGate.offerNext.useMutation({
    onSuccess: async ({ offered }) => {
      notify(
        offered
          ? { type: 'success', title: t('organizerArea.stageGate.offered', { username: offered }) }
          : { type: 'info', title: t('organizerArea.stageGate.nothingToOffer') },
      );
      await Promise.all([utils.organizer.stageGate.seats.invalidate({ slug }), utils.organizer.finalists.invalidate()]);
    },
    onError: (error) => notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') }),
  });
  if (!seats.data || seats.data.categories.length === 0) return null;
  return (
    <Stack
      as="section"
      gap="3"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      p="4"
      bg="bg.panel"
      aria-labelledby="gate-seats-heading"
      data-testid="gate-seats"
    >
      <Heading as="h3" size="sm" id="gate-seats-heading">
        {t('organizerArea.stageGate.seatsHeading')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {seats.data.auto_offer ? t('organizerArea.stageGate.seatsAuto') : t('organizerArea.stageGate.seatsManual')}
      </Text>
      {seats.data.categories.map((seat) => (
        <Flex key={seat.category} gap="3" justify="space-between" align="center" wrap="wrap">
          <Text>
            {t('organizerArea.stageGate.seatLine', {
              category: nameOf(seat.category),
              held: seat.held,
              quota: seat.quota,
              free: seat.free,
            })}
            {seat.next && ` ${t('organizerArea.stageGate.nextInLine', { username: seat.next.username })}`}
          </Text>
          {!seats.data.auto_offer && seat.free > 0 && seat.next && (
            <Button
              size="sm"
              variant="outline"
              loading={offer.isPending && offer.variables?.category === seat.category}
              onClick={() => offer.mutate({ slug, category: seat.category })}
            >
              {t('organizerArea.stageGate.offerNext', { username: seat.next.username })}
            </Button>
          )}
        </Flex>
      ))}
    </Stack>
  );
}
