// The logo overlay while a dashboard page loads. Not at the root: a root loading boundary makes every page
// stream its shell before notFound() can set the 404 status of public pages.
import { LoadingScreen } from '../../modules/layout/components/loading-screen.tsx';

export default function Loading() {
  return <LoadingScreen />;
}
