/**
 * Reads back what webm.ts writes, and what a player needs first: enough for the tests to check a
 * file, and for the generator to find the recipe a committed clip was made with. Kept apart from
 * the writer so that changing it does not change the clip's recipe.
 */
import { ID } from "./webm.ts";

/** Children the reader descends into; everything else is a leaf. */
const MASTERS = new Set<number>([
  ID.EBML,
  ID.Segment,
  ID.SeekHead,
  ID.Seek,
  ID.Info,
  ID.Tracks,
  ID.TrackEntry,
  ID.Video,
  ID.Cluster,
  ID.Cues,
  ID.CuePoint,
  ID.CueTrackPositions,
]);

export interface WebmSummary {
  docType: string;
  codecId: string;
  width: number;
  height: number;
  durationMs: number;
  writingApp: string;
  frames: number;
  keyframes: number;
  /** Each cue's time and where its cluster really starts (checked against the bytes). */
  cues: { timeMs: number; clusterAt: number; isCluster: boolean }[];
  /** Where the SeekHead says Info, Tracks and Cues are, each checked against the bytes. */
  seekTargetsFound: boolean;
}

/** Reads back what muxWebm writes (and what a player needs first): enough to check a file. */
export function readWebm(bytes: Uint8Array): WebmSummary {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const readVint = (at: number, keepMarker: boolean): [value: number, length: number] => {
    const first = bytes[at]!;
    let length = 1;
    while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
    if (length > 8) throw new Error(`Bad EBML number at ${at}`);
    let value = keepMarker ? first : first & (0xff >> length);
    for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!;
    return [value, length];
  };
  const readUint = (at: number, size: number) => {
    let v = 0;
    for (let i = 0; i < size; i++) v = v * 256 + bytes[at + i]!;
    return v;
  };
  const summary: WebmSummary = {
    docType: "",
    codecId: "",
    width: 0,
    height: 0,
    durationMs: 0,
    writingApp: "",
    frames: 0,
    keyframes: 0,
    cues: [],
    seekTargetsFound: false,
  };
  let segmentData = -1;
  const elementAt = new Map<number, number>(); // position in the segment -> id
  const seeks: [id: number, position: number][] = [];
  let seek: { id?: number; position?: number } = {};
  let cue: { timeMs?: number; clusterAt?: number } = {};
  const walk = (start: number, end: number) => {
    let at = start;
    while (at < end) {
      const [id, idLength] = readVint(at, true);
      const [size, sizeLength] = readVint(at + idLength, false);
      const data = at + idLength + sizeLength;
      if (segmentData >= 0) elementAt.set(at - segmentData, id);
      if (id === ID.Segment) segmentData = data;
      if (MASTERS.has(id)) {
        walk(data, data + size);
        if (id === ID.Seek) {
          seeks.push([seek.id!, seek.position!]);
          seek = {};
        }
        if (id === ID.CuePoint) {
          summary.cues.push({ timeMs: cue.timeMs!, clusterAt: cue.clusterAt!, isCluster: false });
          cue = {};
        }
      } else {
        const str = () => new TextDecoder().decode(bytes.subarray(data, data + size));
        if (id === ID.DocType) summary.docType = str();
        else if (id === ID.CodecID) summary.codecId = str();
        else if (id === ID.WritingApp) summary.writingApp = str();
        else if (id === ID.PixelWidth) summary.width = readUint(data, size);
        else if (id === ID.PixelHeight) summary.height = readUint(data, size);
        else if (id === ID.Duration) summary.durationMs = size === 8 ? view.getFloat64(data) : view.getFloat32(data);
        else if (id === ID.SeekID) seek.id = readUint(data, size);
        else if (id === ID.SeekPosition) seek.position = readUint(data, size);
        else if (id === ID.CueTime) cue.timeMs = readUint(data, size);
        else if (id === ID.CueClusterPosition) cue.clusterAt = readUint(data, size);
        else if (id === ID.SimpleBlock) {
          summary.frames++;
          if (bytes[data + 3]! & 0x80) summary.keyframes++;
        }
      }
      at = data + size;
    }
  };
  walk(0, bytes.length);
  for (const c of summary.cues) c.isCluster = elementAt.get(c.clusterAt) === ID.Cluster;
  summary.seekTargetsFound = seeks.length === 3 && seeks.every(([id, position]) => elementAt.get(position) === id);
  return summary;
}
