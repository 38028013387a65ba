import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A component that may still be on its way to the browser: render it inside `<Suspense>`. */
export type LoadedComponent<Props> =
  ComponentType<Props> | LazyExoticComponent<ComponentType<Props>>;

/**
 * A part of a page the server renders from its own import (a `*.server.ts` module, empty in the
 * browser) and the browser loads once the page is up, hydrating it when its code arrives: until
 * then it is plain HTML that works as it does without JavaScript. Forms a person uses after
 * reading the page, kept out of its first load (decisions 0072, 0090). Render it inside
 * `<Suspense fallback={null}>`.
 */
export function renderedOnServerOrLoaded<Props extends object>(
  onServer: ComponentType<Props> | undefined,
  load: () => Promise<ComponentType<Props>>,
): LoadedComponent<Props> {
  return onServer ?? lazy(async () => ({ default: await load() }));
}
