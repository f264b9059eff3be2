import { ConstructionIcon } from './icons';
import { InfoCard } from './InfoCard';

/** An honest placeholder for a page that is built in a later step. */
export function ComingSoon({ title, text }: { title: string; text: string }) {
  return <InfoCard data-testid="coming-soon" icon={<ConstructionIcon />} title={title} text={text} />;
}
