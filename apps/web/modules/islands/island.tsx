'use client';
// Islands: the interactive parts of a public page. A public page is server-rendered HTML and loads no Next.js
// client runtime (packages/server strips it from pages that carry the islands marker); instead the small islands
// script (modules/islands/boot.tsx, built by scripts/build-islands.mjs) hydrates each part marked here, with its
// props read from the markup. On pages that do run Next's runtime (a member navigating from the dashboard to a
// public page), the same wrapper renders the same markup and React hydrates it as usual.
import { type ComponentType, createContext, type JSX, useContext } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './markup.ts';

/** The element an island's markup is wrapped in: `span` where a block element would be invalid HTML. */
export type TIslandTag = 'div' | 'span';

/** True inside an island: a nested island renders its component directly, hydrated with its parent. */
export const InsideIsland = createContext(false);

/** Props as they travel in the markup: JSON, so functions and elements cannot be props of an island. */
function serialiseProps(name: string, props: object): string {
  for (const [key, value] of Object.entries(props)) {
    if (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)) {
      throw new Error(`Island "${name}": prop "${key}" cannot be written into the page.`);
    }
  }
  return JSON.stringify(props);
}

/** Marks `Component` as the island `name` (a key of ISLANDS in modules/islands/registry.ts). */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  tag: TIslandTag = 'div',
): ComponentType<P> & { Component: ComponentType<P> } {
  function Island(props: P): JSX.Element {
    const inside = useContext(InsideIsland);
    if (inside) return <Component {...props} />;
    const Tag = tag;
    return (
      <Tag
        {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: serialiseProps(name, props) }}
        style={{ display: 'contents' }}
      >
        <InsideIsland.Provider value>
          <Component {...props} />
        </InsideIsland.Provider>
      </Tag>
    );
  }
  Island.displayName = `Island(${name})`;
  Island.Component = Component;
  return Island;
}
