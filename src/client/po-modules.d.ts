// A catalogue imported from src/client/locales: @lingui/vite-plugin compiles the .po file.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
