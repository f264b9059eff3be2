import { useLocation } from 'react-router-dom';
import { backgroundForPath } from './backgrounds';
import { PageBackground } from './PageBackground';
import { MainContent } from './MainContent';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

/** Shell of every public page: background, top bar, and the lazily loaded page below it. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <PageBackground name={backgroundForPath(pathname)}>
      <SkipLink />
      <TopBar />
      <MainContent />
    </PageBackground>
  );
}
