import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentPlugin } from '../../../scripts/vite/contentPlugin';

const root = path.resolve(import.meta.dirname, '../../..');
const routeTableFile = path.join(root, 'src/routes/routeTable.ts');
const routeTableCode = [
  "import * as pageWords from '../content/generated/pageWords';",
  '// A comment may name `...pageWords.about`: it is not code.',
  "const routes = [{ path: '/about', page: 'about/AboutPage', ...pageWords.about, schemaType: 'AboutPage' }];",
].join('\n');

type Transform = (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null;

function plugin(command: 'build' | 'serve'): { transform: Transform } {
  const made = contentPlugin(root) as Plugin & { configResolved(config: { command: string }): void; transform: Transform };
  made.configResolved({ command });
  return made;
}

describe("the content plugin's route words", () => {
  it("writes each page's words into the browser's route table, without the search description", () => {
    const result = plugin('build').transform(routeTableCode, routeTableFile, { ssr: false });
    expect(result?.code).not.toContain("from '../content/generated/pageWords'");
    expect(result?.code).toContain('...{"name":"About Us"');
    expect(result?.code).not.toContain('"description"');
  });

  it('leaves the route table as written for the prerender and for development', () => {
    expect(plugin('build').transform(routeTableCode, routeTableFile, { ssr: true })).toBeNull();
    expect(plugin('serve').transform(routeTableCode, routeTableFile, { ssr: false })).toBeNull();
  });

  it('stops the build on words of a page that does not exist, or on words used any other way', () => {
    const build = plugin('build');
    expect(() => build.transform(routeTableCode.replace('pageWords.about', 'pageWords.abuot'), routeTableFile)).toThrow(
      'src/routes/routeTable.ts: ...pageWords.abuot names no page with words in src/content/pages.yaml or src/content/pages/',
    );
    expect(() => build.transform(`${routeTableCode}\nconst name = pageWords.about.name;`, routeTableFile)).toThrow(
      "use each page's words as `...pageWords.<name>`",
    );
  });
});
