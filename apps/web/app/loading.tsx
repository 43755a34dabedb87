import { LoadingScreen } from '../modules/layout/components/loading-screen.tsx';

export default function Loading() {
  return <LoadingScreen />;
}
