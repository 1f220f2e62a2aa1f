import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { WebVTTParser } from 'webvtt-parser';
import { chunkText, cuesFor, MAX_LINE, toWebVtt, wrapCue } from '../../../scripts/shared/captions';
import { readMp4Info } from '../../../scripts/shared/mp4Info';
import { whyChooseUsSlideLines, whyChooseUsVideo as video } from '../../../src/content/video';

const file = (publicPath: string) => path.resolve('public', publicPath.slice(1));
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the Home video content', () => {
  it('gives every slide its lines, and no lines to a slide that is not in the video', () => {
    expect(Object.keys(whyChooseUsSlideLines).sort()).toEqual(video.segments.map((segment) => segment.heading).sort());
  });
});

describe('the Home video file', () => {
  const info = readMp4Info(file(video.src));

  it('is H.264 video with AAC audio, under 2 MB, ready to stream', () => {
    expect(info.codecs.sort()).toEqual(['avc1', 'mp4a']);
    expect(statSync(file(video.src)).size).toBeLessThan(2 * 1024 * 1024);
    expect(info.moovBeforeMdat).toBe(true);
  });

  it('lasts between 30 and 90 seconds, as the content says', () => {
    expect(info.durationSeconds).toBeGreaterThanOrEqual(30);
    expect(info.durationSeconds).toBeLessThanOrEqual(90);
    expect(video.durationSeconds).toBeCloseTo(info.durationSeconds, 1);
  });

  it("has a poster of the video's size", async () => {
    const { width, height } = await sharp(file(video.poster)).metadata();
    expect([width, height]).toEqual([video.width, video.height]);
  });

  it('has captions that say exactly the narration, in order, within the video (read by an independent WebVTT parser)', () => {
    const parsed = new WebVTTParser().parse(readFileSync(file(video.captions), 'utf8'), 'metadata');
    expect(parsed.errors).toEqual([]);
    const cues = parsed.cues.map((cue) => ({ start: cue.startTime, end: cue.endTime, text: cue.text }));
    expect(cues.length).toBeGreaterThan(0);
    expect(words(cues.map((cue) => cue.text).join(' '))).toBe(words(video.segments.map((segment) => segment.narration).join(' ')));
    for (const [index, cue] of cues.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.end).toBeLessThanOrEqual(info.durationSeconds + 0.01);
      if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[index - 1]!.end - 0.001);
    }
  });
});

describe('caption layout', () => {
  it('keeps cues to two lines of at most 42 characters, breaking at clauses', () => {
    const text =
      'We teach screen readers, magnification, speech recognition and study tools one to one, at your pace, on your own equipment.';
    const chunks = chunkText(text);
    expect(chunks.join(' ')).toBe(text);
    for (const chunk of chunks) {
      const lines = wrapCue(chunk);
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(MAX_LINE);
    }
    expect(chunkText('We test against WCAG 2.2, and more.')).toEqual(['We test against WCAG 2.2, and more.']);
  });

  it('times cues within each spoken segment and writes valid WebVTT', () => {
    const cues = cuesFor([{ text: 'One short sentence. And another one, a little longer than the first.', start: 1, end: 5 }]);
    expect(cues[0]!.start).toBe(1);
    expect(cues.at(-1)!.end).toBeCloseTo(5, 5);
    const vtt = toWebVtt(cues);
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:01.000 --> ')).toBe(true);
    const parsed = new WebVTTParser().parse(vtt, 'metadata');
    expect(parsed.errors).toEqual([]);
    expect(words(parsed.cues.map((cue) => cue.text).join(' '))).toBe(
      'One short sentence. And another one, a little longer than the first.',
    );
  });
});
