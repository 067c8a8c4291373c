// Unit tests run in happy-dom with an in-memory IndexedDB (the browser suite uses the real one).
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
