import { StyleSheet } from '@emotion/sheet';
import { compile, DECLARATION, KEYFRAMES, serialize, stringify, type Element } from 'stylis';

/**
 * The CSS properties the tests read: visibility (Testing Library's role queries and jest-dom's
 * `toBeVisible`), `pointer-events` (user-event refuses a click through `pointer-events: none`) and
 * `height` (the virtualized grid body's full height). A test that reads another one adds it here.
 */
const PROPERTIES_TESTS_READ = new Set(['display', 'visibility', 'opacity', 'pointer-events', 'height']);

/** The rule without the declarations no test reads, and without animations ('' when nothing is left). */
export function keepPropertiesTestsRead(rule: string): string {
  const prune = (nodes: Element[]): Element[] =>
    nodes.filter((node) => {
      if (node.type === KEYFRAMES) return false;
      if (node.type === DECLARATION) return PROPERTIES_TESTS_READ.has(node.props as string);
      if (Array.isArray(node.children)) node.children = prune(node.children);
      return true;
    });
  return serialize(prune(compile(rule)), stringify);
}

/**
 * Emotion's rules reach jsdom with only the properties above (decision 190). jsdom's getComputedStyle
 * applies every matching rule's every declaration on each call, and Testing Library calls it for each
 * ancestor of each element a role query looks at: with MUI's full rules it was half of the web suite's
 * time. Colours, sizes and layout are checked in Chromium by the e2e journeys; an inline `style` (the
 * grid's row colours and heights) is untouched.
 */
const insert = StyleSheet.prototype.insert;
StyleSheet.prototype.insert = function insertRuleTestsRead(this: StyleSheet, rule: string) {
  const kept = keepPropertiesTestsRead(rule);
  if (kept) insert.call(this, kept);
};
