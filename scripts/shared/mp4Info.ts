import { readFileSync } from 'node:fs';

/**
 * The few facts a test needs from an MP4 file, read from its boxes (ISO BMFF): the movie's duration
 * and each track's sample format ("avc1" is H.264, "mp4a" AAC), and whether the index (moov) comes
 * before the media data (mdat), so playback can start before the whole file has arrived.
 */
export interface Mp4Info {
  durationSeconds: number;
  codecs: string[];
  moovBeforeMdat: boolean;
}

const containers = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);

export function readMp4Info(file: string): Mp4Info {
  const data = readFileSync(file);
  const info: Mp4Info = { durationSeconds: 0, codecs: [], moovBeforeMdat: false };
  const topLevel: string[] = [];

  const walk = (start: number, end: number, depth: number) => {
    let offset = start;
    while (offset + 8 <= end) {
      let size = data.readUInt32BE(offset);
      const type = data.toString('latin1', offset + 4, offset + 8);
      let header = 8;
      if (size === 1) {
        size = Number(data.readBigUInt64BE(offset + 8));
        header = 16;
      } else if (size === 0) {
        size = end - offset;
      }
      if (depth === 0) topLevel.push(type);
      const body = offset + header;
      if (type === 'mvhd') {
        const version = data.readUInt8(body);
        const timescale = data.readUInt32BE(body + (version === 1 ? 20 : 12));
        const duration = version === 1 ? Number(data.readBigUInt64BE(body + 24)) : data.readUInt32BE(body + 16);
        info.durationSeconds = duration / timescale;
      } else if (type === 'stsd') {
        // version/flags (4), entry count (4), then the first sample entry: size (4), format (4).
        info.codecs.push(data.toString('latin1', body + 12, body + 16));
      } else if (containers.has(type)) {
        walk(body, offset + size, depth + 1);
      }
      offset += size;
    }
  };
  walk(0, data.length, 0);
  info.moovBeforeMdat = topLevel.indexOf('moov') >= 0 && topLevel.indexOf('moov') < topLevel.indexOf('mdat');
  return info;
}
