import { describe, expect, it } from 'vitest';
import { annotationOf, problemFromAnnotation, workflowErrorCommand } from '../../../server/admin/ownerProblems';

/**
 * The wire between the production build's sweep and the editing screen (docs/decisions/069): the build
 * writes each page's problems as a GitHub workflow command; GitHub keeps it as an annotation of the
 * check; the publishing API reads it back. The runner's reading of a command is done here as GitHub
 * documents it ("Workflow commands for GitHub Actions": %25, %0D, %0A in the message; also %3A and
 * %2C in properties).
 */
function asGitHubKeepsIt(command: string): { title: string; message: string } {
  const match = /^::error title=([^:]*)::(.*)$/s.exec(command);
  if (!match) throw new Error(`not a workflow command: ${command}`);
  const unescape = (text: string) =>
    text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
  return { title: unescape(match[1]!), message: unescape(match[2]!) };
}

describe("the owner's problems, from the build's annotation to the editing screen", () => {
  const problem = {
    page: '“Prices: 100% clear, honest” (/prices)',
    problems: ['text too faint against its background (WCAG 1.4.3 Contrast (Minimum) (AA)), in the dark theme', 'an empty heading'],
  };

  it('is one line of output, whatever the page and the problems say', () => {
    const command = workflowErrorCommand(annotationOf(problem));
    expect(command.split('\n')).toHaveLength(1);
    expect(command).toMatch(/^::error title=Website check%3A “Prices%3A 100%25 clear%2C honest” \(\/prices\)::- text too faint/);
  });

  it('comes back as the same page and problems', () => {
    expect(problemFromAnnotation(asGitHubKeepsIt(workflowErrorCommand(annotationOf(problem))))).toEqual(problem);
  });

  it("is not made of GitHub's own annotations, or any other check's", () => {
    expect(problemFromAnnotation({ title: '', message: 'Process completed with exit code 1.' })).toBeNull();
    expect(problemFromAnnotation({ title: 'ESLint', message: 'no-unused-vars' })).toBeNull();
    expect(problemFromAnnotation({ title: 'Website check: ', message: '- nothing named' })).toBeNull();
    expect(problemFromAnnotation({})).toBeNull();
  });
});
