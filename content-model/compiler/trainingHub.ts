import { softwareAzSchema, trainingHubSchema, type SoftwareAz, type TrainingHub } from '../schemas/index.ts';
import { tokenValues } from './business.ts';
import { ContentError } from './contentError.ts';
import { compileInlineText } from './markdown.ts';
import { fillStrings } from './strings.ts';
import { missingTrainingPage } from './trainingFolder.ts';
import { readValidYaml } from './yaml.ts';
import type { ContentFolder } from './contentFolder.ts';

export const trainingHubFile = 'training/hub.yaml';
export const softwareAzFile = 'training/software-a-z.yaml';

/**
 * The training hub, src/content/training/hub.yaml: its heading, introduction (paragraphs of text and
 * [links](/path)), cards and closing call. The cards are compiled into the props of the LinkCard that
 * shows them. A card that leads to a training page without a file is an error on the card's line.
 */
export function loadTrainingHub(contentDir: ContentFolder): TrainingHub {
  const { file, data, source } = readValidYaml(contentDir, trainingHubFile, trainingHubSchema);
  data.cards.forEach((card, index) => {
    const missing = missingTrainingPage(card.link, contentDir);
    if (missing) {
      throw new ContentError(
        file,
        source.lineOf(['cards', index, 'link']),
        `the card "${card.title}" links to ${card.link}, which is not a page (there is no ${missing}): remove the card, or add the page`,
      );
    }
  });
  const tokens = tokenValues(contentDir);
  const { heading, cards, closing } = fillStrings(data, tokens, file, source.lineOf);
  const intro = fillStrings(
    data.intro.map((paragraph, index) => compileInlineText(paragraph, file, source.lineOf(['intro', index]))),
    tokens,
    file,
  );
  return {
    heading,
    intro,
    cards: cards.map((card) => ({ heading: card.title, description: card.description, to: card.link, accessibleName: card.ariaLabel })),
    closing,
  };
}

/**
 * Software A–Z, src/content/training/software-a-z.yaml: the tools in alphabetical order (the page
 * groups them by first letter), whatever order the file lists them in. A tool that leads to a training
 * page without a file is an error on the tool's line.
 */
export function loadSoftwareAz(contentDir: ContentFolder): SoftwareAz {
  const { file, data, source } = readValidYaml(contentDir, softwareAzFile, softwareAzSchema);
  data.tools.forEach((tool, index) => {
    const missing = missingTrainingPage(tool.link, contentDir);
    if (missing) {
      throw new ContentError(
        file,
        source.lineOf(['tools', index, 'link']),
        `the tool "${tool.name}" links to ${tool.link}, which is not a page (there is no ${missing}): link it to another page, or add the page`,
      );
    }
  });
  const filled = fillStrings(data, tokenValues(contentDir), file, source.lineOf);
  return { ...filled, tools: [...filled.tools].sort((a, b) => a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' })) };
}
