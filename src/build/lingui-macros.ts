// A build plugin of vite.config.ts.
import { transformAsync, types as t, type PluginItem, type PluginObj, type TransformOptions } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * English, the source language, is compiled into the code: Lingui's message descriptors keep
 * their English text in ICU form already parsed, so English needs neither a catalogue nor the
 * runtime message compiler (7 KB gzip) on the first visit. Only objects with both an `id` and
 * a `message`, and Trans elements, are touched: what the macro made. Plain text stays in its
 * compiled form too, an array (["Coupons"]): Lingui takes a bare string for an uncompiled
 * message and, without the compiler, logs "Uncompiled message detected!" at every use.
 */
function inlineEnglish(): PluginObj {
  const compiled = (text: string) => t.valueToNode(compileMessage(text));
  return {
    visitor: {
      ObjectProperty(path) {
        const { key, value } = path.node;
        if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const siblings = (path.parent as t.ObjectExpression).properties;
        if (!siblings.some((p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }))) return;
        path.node.value = compiled(value.value);
      },
      JSXAttribute(path) {
        const { name, value } = path.node;
        if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
        path.node.value = t.jsxExpressionContainer(compiled(value.value));
      },
    },
  };
}

/**
 * Lingui's macros (t, msg, Trans, plural) turned into message descriptors with Babel, on the
 * files that import them only. @vitejs/plugin-react 6 has no Babel and @rolldown/plugin-babel
 * needs Node 22, so this is the few lines that run the macro's Babel plugin directly.
 */
export function linguiMacros(): Plugin {
  return {
    name: 'rebox-lingui-macros',
    enforce: 'pre',
    transform: {
      filter: { id: /\.[jt]sx?$/, code: /from ['"]@lingui\/(core|react)\/macro['"]/ },
      async handler(code, id) {
        const options: TransformOptions = { filename: id, babelrc: false, configFile: false, sourceMaps: true, parserOpts: { plugins: ['typescript', 'jsx'] } };
        const expanded = await transformAsync(code, { ...options, plugins: [[linguiMacro as PluginItem, { stripMessageField: false }]] });
        const inlined = await transformAsync(expanded!.code!, { ...options, inputSourceMap: expanded!.map ?? undefined, plugins: [inlineEnglish] });
        return { code: inlined!.code!, map: inlined!.map };
      },
    },
  };
}
