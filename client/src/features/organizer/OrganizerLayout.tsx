import '../../locales/app';
import '../../locales/organizer';
import { AreaLayout } from '../area-shell/AreaLayout';
import { OrganizerMobileMenu } from './OrganizerMobileMenu';
import { OrganizerNav } from './OrganizerNav';

/** Spec "Organizer area": the area frame with the organizer navigation and pages. */
export function OrganizerLayout() {
  return <AreaLayout nav={<OrganizerNav />} mobileMenu={<OrganizerMobileMenu />} sidebarTestId="organizer-sidebar" />;
}
