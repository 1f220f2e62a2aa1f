import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentPlugin } from '../../../scripts/vite/contentPlugin';
import { compileContent } from '../../../content-model/compiler/compiledContent.ts';
import { defaultContentFolder } from '../../../content-model/disk/contentDir.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const routeTableFile = path.join(root, 'src/routes/routeTable.ts');
const routeTableCode = [
  "import * as pageWords from '../content/generated/pageWords';",
  '// A comment may name `...pageWords.about`: it is not code.',
  "const routes = [{ path: '/about', page: 'about/AboutPage', ...pageWords.about, schemaType: 'AboutPage' }];",
].join('\n');

/** The build's one compile, which it hands the plugin (docs/decisions/077). */
const content = compileContent(defaultContentFolder);

type Transform = (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null;
type Load = (id: string, options?: { ssr?: boolean }) => string | null;

function plugin(command: 'build' | 'serve'): { transform: Transform; load: Load } {
  const made = contentPlugin(root, content) as Plugin & {
    configResolved(config: { command: string }): void;
    transform: Transform;
    load: Load;
  };
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

describe("the content plugin's prerendered-only content (docs/decisions/068)", () => {
  const generated = path.join(root, 'src/content/generated');
  const guideModule = path.join(generated, 'quick-guides/dragon.js');
  const moduleValue = (code: string | null) =>
    JSON.parse(code!.replace(/^export default /, '').replace(/;\s*$/, '')) as Record<string, unknown>;

  it("gives the browser a quick guide's words without its tips, which the page keeps from its prerendered HTML", () => {
    const guide = moduleValue(plugin('build').load(guideModule, { ssr: false }));
    expect(guide.heading).toBe('Dragon Quick Guide');
    expect(guide.name).toBe('Dragon');
    expect(guide).not.toHaveProperty('tips');
  });

  it('gives the browser no words of the downloads or the practice resources', () => {
    const build = plugin('build');
    expect(build.load(path.join(generated, 'downloadsSection.js'), { ssr: false })).toBe('export const downloadsSection = undefined;\n');
    expect(build.load(path.join(generated, 'practiceResources.js'), { ssr: false })).toBe('export const practiceResources = undefined;\n');
  });

  it('leaves every module whole for the prerender and for development', () => {
    expect(plugin('build').load(guideModule, { ssr: true })).toBeNull();
    expect(plugin('serve').load(guideModule, { ssr: false })).toBeNull();
  });
});
