// Unit tests run in happy-dom with an in-memory IndexedDB (the browser suite uses the real one),
// in English, as main.tsx starts the app for an English browser.
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(() => cleanup());
