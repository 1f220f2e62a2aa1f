/**
 * `npm run generate:video`: makes the Home page video from src/content/video.ts. Each segment's
 * narration is spoken by espeak-ng (British English); each slide is drawn in Chromium in the site's
 * own typeface; ffmpeg lays the slides on the narration and encodes H.264 video and AAC audio for the
 * web (fast start). The captions (WebVTT) are timed from the measured length of each spoken segment.
 * Writes public/videos/<name>.mp4, the poster and the .vtt, all checked in: builds and CI do not need
 * these tools. Needs: ffmpeg, ffprobe, espeak-ng (apt-get install -y ffmpeg espeak-ng), and Chromium.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { whyChooseUsSlideLines, whyChooseUsVideo as video } from '../src/content/video';
import { cuesFor, toWebVtt, type SpokenSegment } from './shared/captions';
import { assertChromium, chromiumArgs, chromiumPath } from './shared/chromium';
import { publicDir, rootDir } from './shared/buildPaths';
import { escapeHtml } from '../src/lib/html';

/** Silence before each segment's voice, and after it. */
const LEAD_IN = 0.6;
const TAIL = 0.8;
const SAMPLE_RATE = 22050;

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const seconds = (file: string) =>
  Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim());

for (const tool of ['ffmpeg', 'ffprobe', 'espeak-ng']) {
  try {
    run('which', [tool]);
  } catch {
    throw new Error(`${tool} is needed: apt-get install -y ffmpeg espeak-ng`);
  }
}
assertChromium();

const work = mkdtempSync(path.join(tmpdir(), 'video-'));
const font = (weight: number) =>
  readFileSync(
    path.join(rootDir, `node_modules/@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-${weight}-normal.woff2`),
  ).toString('base64');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

function slideHtml(heading: string, lines: string[], index: number): string {
  return `<!doctype html><html><head><style>
    @font-face { font-family: A; font-weight: 400; src: url(data:font/woff2;base64,${font(400)}) format('woff2'); }
    @font-face { font-family: A; font-weight: 700; src: url(data:font/woff2;base64,${font(700)}) format('woff2'); }
    html, body { margin: 0; }
    body { width: ${video.width}px; height: ${video.height}px; box-sizing: border-box; padding: 80px 96px; font-family: A;
      background: #142a66; color: #fff; display: flex; flex-direction: column; border-bottom: 36px solid #ffcc33; }
    .logo { width: 96px; height: 96px; }
    h1 { font-size: 76px; line-height: 1.1; margin: 56px 0 36px; }
    p { font-size: 48px; line-height: 1.3; margin: 0 0 12px; color: #e4ebff; }
    .step { margin-top: auto; font-size: 30px; font-weight: 700; color: #ffcc33; }
  </style></head><body>
    <div class="logo">${logo}</div>
    <h1>${escapeHtml(heading)}</h1>
    ${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
    <p class="step">${index + 1} of ${video.segments.length}</p>
  </body></html>`;
}

// 1. Speak each segment, and draw each slide.
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: video.width, height: video.height } });
const spoken: { wav: string; png: string; voice: number; narration: string }[] = [];
for (const [index, segment] of video.segments.entries()) {
  const wav = path.join(work, `voice-${index}.wav`);
  // en-gb, a little slower than the default for clarity.
  run('espeak-ng', ['-v', 'en-gb', '-s', '150', '-w', wav, segment.narration]);
  const png = path.join(work, `slide-${index}.png`);
  const lines = whyChooseUsSlideLines[segment.heading];
  if (!lines) throw new Error(`src/content/video.ts: whyChooseUsSlideLines has no lines for the slide "${segment.heading}"`);
  await page.setContent(slideHtml(segment.heading, lines, index));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: png });
  spoken.push({ wav, png, voice: seconds(wav), narration: segment.narration });
}
await browser.close();

// 2. The timeline: lead-in, voice, tail, for each slide in turn.
const silence = (name: string, duration: number) => {
  const file = path.join(work, name);
  run('ffmpeg', ['-y', '-f', 'lavfi', '-i', `anullsrc=r=${SAMPLE_RATE}:cl=mono`, '-t', String(duration), '-c:a', 'pcm_s16le', file]);
  return file;
};
const leadIn = silence('lead-in.wav', LEAD_IN);
const tail = silence('tail.wav', TAIL);
const audioList: string[] = [];
const slideList: string[] = [];
const segments: SpokenSegment[] = [];
let clock = 0;
for (const part of spoken) {
  // espeak-ng writes 22050 Hz mono; normalise so the concat demuxer can join the files.
  const voice = path.join(work, `${path.basename(part.wav, '.wav')}-norm.wav`);
  run('ffmpeg', ['-y', '-i', part.wav, '-ar', String(SAMPLE_RATE), '-ac', '1', '-c:a', 'pcm_s16le', voice]);
  audioList.push(`file '${leadIn}'`, `file '${voice}'`, `file '${tail}'`);
  const duration = LEAD_IN + part.voice + TAIL;
  slideList.push(`file '${part.png}'`, `duration ${duration.toFixed(3)}`);
  segments.push({ text: part.narration, start: clock + LEAD_IN, end: clock + LEAD_IN + part.voice });
  clock += duration;
}
// The concat demuxer needs the last image repeated to honour its duration.
slideList.push(`file '${spoken.at(-1)!.png}'`);
writeFileSync(path.join(work, 'audio.txt'), `${audioList.join('\n')}\n`);
writeFileSync(path.join(work, 'slides.txt'), `${slideList.join('\n')}\n`);
const audio = path.join(work, 'audio.wav');
run('ffmpeg', ['-y', '-f', 'concat', '-safe', '0', '-i', path.join(work, 'audio.txt'), '-c:a', 'pcm_s16le', audio]);

// 3. Encode: still images compress to very little; fast start puts the index first for streaming.
const output = path.join(publicDir, video.src.slice(1));
run('ffmpeg', [
  '-y',
  '-f',
  'concat',
  '-safe',
  '0',
  '-i',
  path.join(work, 'slides.txt'),
  '-i',
  audio,
  '-vf',
  `fps=10,scale=${video.width}:${video.height},format=yuv420p`,
  '-c:v',
  'libx264',
  '-preset',
  'veryslow',
  '-tune',
  'stillimage',
  '-crf',
  '26',
  '-profile:v',
  'main',
  '-c:a',
  'aac',
  '-b:a',
  '64k',
  '-ac',
  '1',
  '-ar',
  '44100',
  '-shortest',
  '-movflags',
  '+faststart',
  '-map_metadata',
  '-1',
  output,
]);

// 4. Captions and poster.
writeFileSync(path.join(publicDir, video.captions.slice(1)), toWebVtt(cuesFor(segments)));
await sharp(spoken[0]!.png)
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile(path.join(publicDir, video.poster.slice(1)));

rmSync(work, { recursive: true, force: true });
console.log(`Wrote ${video.src} (${seconds(output).toFixed(1)} s), ${video.captions} and ${video.poster}`);
