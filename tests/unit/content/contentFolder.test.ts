import { describe, expect, it } from 'vitest';
import { checkFile } from '../../../admin/src/check/checkFile';
import { contentFolderInMemory, contentPath, type ContentFolder } from '../../../content-model/compiler/contentFolder.ts';
import { defaultContentDir } from '../../../content-model/disk/contentDir.ts';
import { contentFolderOnDisk } from '../../../content-model/disk/contentFolderOnDisk.ts';
import { compileContent } from '../../../content-model/compiler/compiledContent.ts';

const onDisk = contentFolderOnDisk(defaultContentDir);

/** Every file of src/content but the generated modules, by its path from there. */
function everyFile(folder = ''): string[] {
  return onDisk.list(folder)!.flatMap((name) => {
    if (!name.endsWith('/')) return [contentPath(folder, name)];
    return folder === '' && name === 'generated/' ? [] : everyFile(contentPath(folder, name.slice(0, -1)));
  });
}

/** Every content file as the server sends it to the editing screen: its path in the project, and its text. */
const all = everyFile().map((relative) => ({ path: `src/content/${relative}`, text: onDisk.read(relative)! }));
const inMemory = () => new Map(all.map((file) => [file.path.replace(/^src\/content\//, ''), file.text] as const));

/** Every generated module the compiler makes from `contentDir`: its path, code and declaration. */
function compiled(contentDir: ContentFolder): Map<string, string> {
  return new Map(compileContent(contentDir).modules.map(({ path, code, declaration }) => [path, `${code}\n${declaration}`]));
}

// The compiler runs over the whole content folder twice: seconds on a busy machine.
describe('the content compiler reads the content folder it is given (docs/decisions/063)', { timeout: 120_000 }, () => {
  it('compiles the files held in memory, as the editing screen gives them, to the same modules as the files on disk', () => {
    const fromDisk = compiled(contentFolderOnDisk(defaultContentDir));
    expect(fromDisk.size).toBeGreaterThan(20);
    expect(compiled(contentFolderInMemory(inMemory()))).toEqual(fromDisk);
  });

  it('fills {tokens} from the business details of that folder, not of src/content', () => {
    const files = inMemory();
    files.set('business.yaml', files.get('business.yaml')!.replace(/^companyName: .*$/m, 'companyName: Another Name Ltd'));
    const modules = compiled(contentFolderInMemory(files));
    expect([...modules.values()].join('\n')).toContain('Another Name Ltd');
  });

  it('lists a folder as the disk does: names in order, each subfolder with a slash, nothing for a folder that is not there', () => {
    const memory = contentFolderInMemory(inMemory());
    for (const folder of ['', 'pages', 'quick-guides', 'accessibility'])
      // Not the compiled modules, nor their next version while a compile elsewhere writes it (generated.new-<pid>/).
      expect(memory.list(folder)).toEqual(onDisk.list(folder)!.filter((name) => !/^generated[./]/.test(name)));
    expect(memory.list('no-such-folder')).toBeUndefined();
    expect(onDisk.list('no-such-folder')).toBeUndefined();
    expect(memory.read('no-such-file.yaml')).toBeUndefined();
    expect(onDisk.read('no-such-file.yaml')).toBeUndefined();
  });
});

describe('a content file the compiler needs and cannot find', { timeout: 120_000 }, () => {
  it("is one line in words in the editing screen: the file's name in the project, no stack, no path of the computer", () => {
    const withoutBusiness = all.filter((file) => file.path !== 'src/content/business.yaml');
    const glossary = all.find((file) => file.path === 'src/content/glossary.yaml')!;
    const problems = checkFile(withoutBusiness, glossary.path, glossary.text);
    expect(problems).toEqual([{ message: 'src/content/business.yaml: the file is missing' }]);
  });

  it('is the same line in the build', () => {
    const files = inMemory();
    files.delete('pages.yaml');
    expect(() => compiled(contentFolderInMemory(files))).toThrow(/^src\/content\/pages\.yaml: the file is missing$/);
  });
});
