import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { CheckIcon, XIcon } from '../icons';
import type { AdminCompetitor } from '../types';
import type { CompetitorDecisions } from './use-decisions';

interface AcceptButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  competitor: AdminCompetitor;
  decisions: CompetitorDecisions;
  onAccept: (competitor: AdminCompetitor) => void;
}

/** Accepts an application, in the list's row and in the View dialog alike; no decision starts while one is under way. */
export function AcceptButton({ competitor, decisions, onAccept, ...button }: AcceptButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      colorPalette="green"
      onClick={() => onAccept(competitor)}
      loading={decisions.isAccepting(competitor)}
      loadingText={t('admin.competitors.accepting')}
      disabled={decisions.isDeciding}
      {...button}
    >
      <CheckIcon aria-hidden="true" />
      {t('admin.competitors.accept')}
    </Button>
  );
}

interface RefuseButtonProps extends Omit<ButtonProps, 'disabled'> {
  decisions: CompetitorDecisions;
}

/** Rejecting an application and revoking an acceptance look alike: the red way out. */
export function RefuseButton({ decisions, children, ...button }: RefuseButtonProps) {
  return (
    <Button variant="outline" colorPalette="red" disabled={decisions.isDeciding} {...button}>
      <XIcon aria-hidden="true" />
      {children}
    </Button>
  );
}
