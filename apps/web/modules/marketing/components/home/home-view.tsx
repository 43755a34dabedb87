// The home page: hero, service pillars, process, workspace and call to action. All server-rendered.
import { CallToAction } from './call-to-action.tsx';
import { HomeHero } from './home-hero.tsx';
import { HowWeWork } from './how-we-work.tsx';
import { ServicePillars } from './service-pillars.tsx';
import { WorkspaceTeaser } from './workspace-teaser.tsx';

export function HomeView() {
  return (
    <>
      <HomeHero />
      <ServicePillars />
      <HowWeWork />
      <WorkspaceTeaser />
      <CallToAction />
    </>
  );
}
