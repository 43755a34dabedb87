// The islands script of the public pages (built by scripts/build-islands.mjs; the server puts it in every page
// marked with the islands marker, in place of Next's client runtime). It hydrates each island with the props
// written in the markup, then applies the stored display settings, and loads the settings drawer and the toaster
// the first time they are wanted.
import { hydrate, render as renderInto, type VNode } from 'preact';
import { type ComponentType, createElement, type ReactElement } from 'react';
import { currentSettings, startSettings, subscribeSettings } from '../settings/lib/settings-context.tsx';
import { TOAST_EVENT } from '../site-ui/lib/notify.ts';
import { rememberTypedText } from '../site-ui/lib/use-hydrated-form.ts';
import { InsideIsland } from './island.tsx';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './markup.ts';
import { ISLANDS } from './registry.ts';

/** In the islands build `react` is preact/compat, whose elements are Preact's: only the types differ. */
function preactNode(element: ReactElement): VNode {
  return element as unknown as VNode;
}

async function hydrateIsland(element: Element): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const load = ISLANDS[name];
  if (!load) throw new Error(`Unknown island "${name}".`);
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  const Component = await load();
  rememberTypedText(element);
  hydrate(preactNode(createElement(InsideIsland.Provider, { value: true }, createElement(Component, props))), element);
}

/** Mounts a part loaded on demand in a container of its own at the end of the body. */
async function mount(load: () => Promise<ComponentType>): Promise<void> {
  const Component = await load();
  const container = document.createElement('div');
  document.body.append(container);
  renderInto(preactNode(createElement(Component)), container);
}

/** Runs `action` the first time it is called, and never again. */
function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

// The toaster loads with a public page's first toast (notify) or with the drawer, which toasts directly.
const mountToaster = once(() => void mount(() => import('../layout/components/toaster.tsx').then((m) => m.Toaster)));
const mountDrawer = once(
  () => void mount(() => import('../settings/components/settings-drawer-island.tsx').then((m) => m.default)),
);

function loadOnDemand(): void {
  window.addEventListener(TOAST_EVENT, mountToaster);
  subscribeSettings(() => {
    if (!currentSettings().openDrawer) return;
    mountToaster();
    mountDrawer();
  });
}

async function start(): Promise<void> {
  loadOnDemand();
  // Outermost islands only: one nested in another hydrates with it.
  const islands = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].filter(
    (element) => !element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`),
  );
  const results = await Promise.allSettled(islands.map(hydrateIsland));
  for (const result of results) if (result.status === 'rejected') console.error(result.reason);
  startSettings();
}

void start();
