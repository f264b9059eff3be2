import { MovingIn } from '../../features/admin/moving-in/MovingIn';

/** /admin/moving-in?outcome=&search=&page= (the report's filters) */
export function MovingInPage() {
  return <MovingIn />;
}
