/**
 * A WebM (Matroska) writer for one video track of encoded frames, and a reader of the little the
 * tests check. The layout is the one ffmpeg writes and browsers seek in: EBML header, then a
 * Segment of known size holding a SeekHead, Info (with the duration), Tracks, one Cluster per
 * keyframe, and Cues (one per cluster) at the end. No dates or random ids: the same frames always
 * make the same bytes. (webm-read.ts reads them back.)
 */

export interface EncodedFrame {
  /** Presentation time in microseconds (WebCodecs' unit). */
  timestampUs: number;
  key: boolean;
  data: Uint8Array;
}

export interface WebmTrack {
  /** Matroska codec id: V_VP8 or V_VP9. */
  codecId: "V_VP8" | "V_VP9";
  width: number;
  height: number;
  /** Frame duration in microseconds (the last frame's length, and DefaultDuration). */
  frameDurationUs: number;
}

export const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  TrackType: 0x83,
  FlagLacing: 0x9c,
  Language: 0x22b59c,
  CodecID: 0x86,
  DefaultDuration: 0x23e383,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
} as const;

/** Timestamps in milliseconds (TimecodeScale 1,000,000 ns). */
const TIMECODE_SCALE = 1_000_000;

function idBytes(id: number): Uint8Array {
  const out: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) out.unshift(v & 0xff);
  return Uint8Array.from(out);
}

/** An EBML variable-length size: the shortest form, or exactly `width` bytes. */
export function vint(value: number, width?: number): Uint8Array {
  let length = 1;
  while (value >= 2 ** (7 * length) - 1) length++;
  if (width !== undefined) {
    if (width < length) throw new Error(`${value} does not fit in ${width} bytes`);
    length = width;
  }
  const out = new Uint8Array(length);
  let v = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = v & 0xff;
    v = Math.floor(v / 256);
  }
  out[0]! |= 1 << (8 - length);
  return out;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function element(id: number, body: Uint8Array | readonly Uint8Array[], sizeWidth?: number): Uint8Array {
  const data = body instanceof Uint8Array ? body : concat(body);
  return concat([idBytes(id), vint(data.length, sizeWidth), data]);
}

function uintBytes(value: number, width?: number): Uint8Array {
  const out: number[] = [];
  for (let v = value; v > 0; v = Math.floor(v / 256)) out.unshift(v & 0xff);
  while (out.length < (width ?? 1)) out.unshift(0);
  return Uint8Array.from(out);
}

const uint = (id: number, value: number, width?: number) => element(id, uintBytes(value, width));
const text = (id: number, value: string) => element(id, new TextEncoder().encode(value));
function float(id: number, value: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return element(id, bytes);
}

function simpleBlock(frame: EncodedFrame, relativeMs: number): Uint8Array {
  const header = new Uint8Array(4);
  header[0] = 0x81; // track 1
  new DataView(header.buffer).setInt16(1, relativeMs);
  header[3] = frame.key ? 0x80 : 0x00;
  return element(ID.SimpleBlock, [header, frame.data]);
}

/** The WebM file for `frames` (in presentation order, the first a keyframe). */
export function muxWebm(track: WebmTrack, frames: readonly EncodedFrame[], writingApp: string): Uint8Array {
  if (!frames[0]?.key) throw new Error("The first frame must be a keyframe");
  const ms = (us: number) => Math.round(us / 1000);
  const durationMs = (frames.at(-1)!.timestampUs + track.frameDurationUs) / 1000;

  const info = element(ID.Info, [uint(ID.TimecodeScale, TIMECODE_SCALE), float(ID.Duration, durationMs), text(ID.MuxingApp, "salone webm.ts"), text(ID.WritingApp, writingApp)]);
  const tracks = element(ID.Tracks, [
    element(ID.TrackEntry, [
      uint(ID.TrackNumber, 1),
      uint(ID.TrackUID, 1),
      uint(ID.TrackType, 1),
      uint(ID.FlagLacing, 0),
      text(ID.Language, "und"),
      text(ID.CodecID, track.codecId),
      uint(ID.DefaultDuration, track.frameDurationUs * 1000),
      element(ID.Video, [uint(ID.PixelWidth, track.width), uint(ID.PixelHeight, track.height)]),
    ]),
  ]);

  // One cluster per keyframe: every cluster starts where a player can begin decoding.
  const clusters: { timeMs: number; bytes: Uint8Array }[] = [];
  let group: EncodedFrame[] = [];
  const flush = () => {
    if (!group.length) return;
    const start = ms(group[0]!.timestampUs);
    const blocks = group.map((f) => {
      const relative = ms(f.timestampUs) - start;
      if (relative > 32767) throw new Error("A cluster longer than 32 s");
      return simpleBlock(f, relative);
    });
    clusters.push({ timeMs: start, bytes: element(ID.Cluster, [uint(ID.Timecode, start), ...blocks]) });
    group = [];
  };
  for (const frame of frames) {
    if (frame.key) flush();
    group.push(frame);
  }
  flush();

  // The SeekHead's positions are written 8 bytes wide, so its size is known before they are.
  const seekHead = (positions: readonly [number, number][]) =>
    element(
      ID.SeekHead,
      positions.map(([id, position]) => element(ID.Seek, [element(ID.SeekID, idBytes(id)), uint(ID.SeekPosition, position, 8)])),
    );
  const headLength = seekHead([[ID.Info, 0], [ID.Tracks, 0], [ID.Cues, 0]]).length;
  const infoAt = headLength;
  const tracksAt = infoAt + info.length;
  let at = tracksAt + tracks.length;
  const cuePoints: Uint8Array[] = [];
  for (const cluster of clusters) {
    cuePoints.push(element(ID.CuePoint, [uint(ID.CueTime, cluster.timeMs), element(ID.CueTrackPositions, [uint(ID.CueTrack, 1), uint(ID.CueClusterPosition, at, 8)])]));
    at += cluster.bytes.length;
  }
  const cues = element(ID.Cues, cuePoints);
  const body = [seekHead([[ID.Info, infoAt], [ID.Tracks, tracksAt], [ID.Cues, at]]), info, tracks, ...clusters.map((c) => c.bytes), cues];

  const header = element(ID.EBML, [
    uint(ID.EBMLVersion, 1),
    uint(ID.EBMLReadVersion, 1),
    uint(ID.EBMLMaxIDLength, 4),
    uint(ID.EBMLMaxSizeLength, 8),
    text(ID.DocType, "webm"),
    uint(ID.DocTypeVersion, 4),
    uint(ID.DocTypeReadVersion, 2),
  ]);
  return concat([header, element(ID.Segment, body, 8)]);
}
