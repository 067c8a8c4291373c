// Unit tests run in happy-dom with an in-memory IndexedDB (the browser suite uses the real one),
// in English, as main.tsx starts the app for an English browser.
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup } from '@testing-library/react';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';

i18n.loadAndActivate({ locale: 'en', messages: {} });

// Components read their messages through useLingui, which needs the I18nProvider main.tsx puts
// around the app: every render and renderHook gets it too, around any wrapper the test gives.
vi.mock('@testing-library/react', async (importOriginal) => {
  const original = await importOriginal<typeof import('@testing-library/react')>();
  const withI18n = (Wrapper?: ComponentType<{ children: ReactNode }>) =>
    function I18nWrapper({ children }: { children: ReactNode }) {
      return createElement(I18nProvider, { i18n }, Wrapper ? createElement(Wrapper, null, children) : children);
    };
  type Options = { wrapper?: ComponentType<{ children: ReactNode }> } | undefined;
  return {
    ...original,
    render: ((ui: Parameters<typeof original.render>[0], options?: Options) =>
      original.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof original.render,
    renderHook: ((hook: (props: unknown) => unknown, options?: Options) =>
      original.renderHook(hook, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof original.renderHook,
  };
});

afterEach(() => cleanup());
