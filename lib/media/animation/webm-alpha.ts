// A VP9 WEBM with transparency, put together from two plain VP9 WEBMs: one of the colours and one
// whose luma is the alpha plane. This is the layout a browser and Telegram read (Matroska's
// BlockAdditional with ID 1 carries each frame's alpha as a VP9 frame of its own; the track says
// AlphaMode 1). ffmpeg can write it itself, but the build we ship encodes that alpha stream at
// libvpx's slowest speed whatever the options say, which was two thirds of an animation's time;
// encoding the alpha as a stream of its own lets it run at the same speed as the colours.

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;

/** One coded frame: its time in ms from the start and whether it is a keyframe. */
type Frame = { ms: number; key: boolean; data: Buffer };

function readVint(buf: Buffer, at: number, keepMarker: boolean) {
  const first = buf[at];
  if (first === undefined || first === 0) throw new Error(`Bad EBML length at ${at}`);
  let len = 1;
  while (!(first & (0x80 >> (len - 1)))) len++;
  let value = keepMarker ? first : first & (0xff >> len);
  let allOnes = value === 0xff >> len;
  for (let i = 1; i < len; i++) {
    const b = buf[at + i] as number;
    value = value * 256 + b;
    if (b !== 0xff) allOnes = false;
  }
  return { value, len, unknown: !keepMarker && allOnes };
}

/** The elements directly inside [start, end): id, where their data starts and ends. */
function* children(buf: Buffer, start: number, end: number) {
  let at = start;
  while (at < end) {
    const id = readVint(buf, at, true);
    const size = readVint(buf, at + id.len, false);
    const data = at + id.len + size.len;
    const stop = size.unknown ? end : Math.min(end, data + size.value);
    yield { id: id.value, data, end: stop };
    at = stop;
  }
}

/** Every frame of the first video track of a WEBM ffmpeg wrote (SimpleBlocks in Clusters). */
export function webmFrames(file: Buffer): Frame[] {
  const frames: Frame[] = [];
  for (const top of children(file, 0, file.length)) {
    if (top.id !== ID.segment) continue;
    for (const el of children(file, top.data, top.end)) {
      if (el.id !== ID.cluster) continue;
      let clusterMs = 0;
      for (const c of children(file, el.data, el.end)) {
        if (c.id === ID.timecode) clusterMs = file.readUIntBE(c.data, c.end - c.data);
        if (c.id !== ID.simpleBlock) continue;
        const track = readVint(file, c.data, false);
        const head = c.data + track.len;
        frames.push({
          ms: clusterMs + file.readInt16BE(head),
          key: ((file[head + 2] as number) & 0x80) !== 0,
          data: file.subarray(head + 3, c.end),
        });
      }
    }
  }
  return frames;
}

function idBytes(id: number): Buffer {
  const out: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) out.unshift(v & 0xff);
  return Buffer.from(out);
}

function sizeBytes(n: number): Buffer {
  for (let len = 1; len <= 8; len++) {
    // All ones is reserved for "unknown size".
    if (n < 2 ** (7 * len) - 1) {
      const out = Buffer.alloc(len);
      let v = n;
      for (let i = len - 1; i >= 0; i--) {
        out[i] = v & 0xff;
        v = Math.floor(v / 256);
      }
      out[0] = (out[0] as number) | (0x80 >> (len - 1));
      return out;
    }
  }
  throw new Error(`EBML element too large: ${n}`);
}

const el = (id: number, ...parts: Buffer[]) => {
  const data = Buffer.concat(parts);
  return Buffer.concat([idBytes(id), sizeBytes(data.length), data]);
};

function uint(id: number, value: number, width?: number) {
  let len = width ?? 1;
  while (!width && value >= 2 ** (8 * len)) len++;
  const b = Buffer.alloc(len);
  b.writeUIntBE(value, 0, len);
  return el(id, b);
}

function float(id: number, value: number) {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(value);
  return el(id, b);
}

const text = (id: number, value: string) => el(id, Buffer.from(value, 'ascii'));

function block(frame: Frame, clusterMs: number) {
  const head = Buffer.alloc(4);
  head[0] = 0x81; // track 1
  head.writeInt16BE(frame.ms - clusterMs, 1);
  return el(ID.block, head, frame.data);
}

/**
 * The colour stream's frames with the alpha stream's frame of the same time beside each, as one
 * WEBM. Both must come from one encode of the same frames (same count, same times, keyframes in
 * the same places: a player starts both decoders at a keyframe).
 */
export function mergeAlpha(
  colour: Buffer,
  alpha: Buffer,
  video: { width: number; height: number; fps: number },
): Buffer {
  const frames = webmFrames(colour);
  const alphas = webmFrames(alpha);
  if (frames.length === 0 || frames.length !== alphas.length)
    throw new Error(`Colour and alpha streams differ: ${frames.length} and ${alphas.length} frames`);
  frames.forEach((f, i) => {
    const a = alphas[i] as Frame;
    if (a.ms !== f.ms || a.key !== f.key) throw new Error(`Alpha frame ${i} does not match its colour frame`);
  });
  const frameMs = 1000 / video.fps;
  const durationMs = (frames[frames.length - 1] as Frame).ms + frameMs;

  const header = el(
    ID.ebml,
    uint(0x4286, 1), // EBMLVersion
    uint(0x42f7, 1), // EBMLReadVersion
    uint(0x42f2, 4), // EBMLMaxIDLength
    uint(0x42f3, 8), // EBMLMaxSizeLength
    text(0x4282, 'webm'), // DocType
    uint(0x4287, 2), // DocTypeVersion
    uint(0x4285, 2), // DocTypeReadVersion
  );
  const info = el(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000), // TimecodeScale: ms
    text(0x4d80, 'stickerfy'), // MuxingApp
    text(0x5741, 'stickerfy'), // WritingApp
    float(0x4489, durationMs), // Duration
  );
  const tracks = el(
    0x1654ae6b,
    el(
      0xae, // TrackEntry
      uint(0xd7, 1), // TrackNumber
      uint(0x73c5, 1), // TrackUID
      uint(0x9c, 0), // FlagLacing
      text(0x22b59c, 'und'), // Language
      text(0x86, 'V_VP9'), // CodecID
      uint(0x83, 1), // TrackType: video
      uint(0x23e383, Math.round(frameMs * 1_000_000)), // DefaultDuration (ns)
      el(
        0xe0, // Video
        uint(0xb0, video.width), // PixelWidth
        uint(0xba, video.height), // PixelHeight
        uint(0x53c0, 1), // AlphaMode
      ),
    ),
  );
  // A loop of a few seconds fits one cluster (block times are 16-bit offsets from its start).
  let previousMs = 0;
  const groups = frames.map((f, i) => {
    const parts = [block(f, 0)];
    // A frame that is not a keyframe references the one before it (its offset, negative).
    if (!f.key) parts.push(el(0xfb, signed(previousMs - f.ms)));
    previousMs = f.ms;
    const more = el(0xa6, uint(0xee, 1), el(0xa5, (alphas[i] as Frame).data)); // BlockMore: ID 1
    parts.push(el(0x75a1, more)); // BlockAdditions
    return el(ID.blockGroup, ...parts);
  });
  const cluster = el(ID.cluster, uint(ID.timecode, 0), ...groups);

  // SeekHead first with fixed-width positions, so its own size does not depend on them.
  const seek = (id: number, pos: number) => el(0x4dbb, el(0x53ab, idBytes(id)), uint(0x53ac, pos, 4));
  const seekHeadSize = el(0x114d9b74, seek(0x1549a966, 0), seek(0x1654ae6b, 0), seek(0x1c53bb6b, 0)).length;
  const infoAt = seekHeadSize;
  const tracksAt = infoAt + info.length;
  const clusterAt = tracksAt + tracks.length;
  const cuesAt = clusterAt + cluster.length;
  const seekHead = el(
    0x114d9b74,
    seek(0x1549a966, infoAt),
    seek(0x1654ae6b, tracksAt),
    seek(0x1c53bb6b, cuesAt),
  );
  const cues = el(
    0x1c53bb6b,
    el(0xbb, uint(0xb3, 0), el(0xb7, uint(0xf7, 1), uint(0xf1, clusterAt))), // CuePoint at 0
  );
  return Buffer.concat([header, el(ID.segment, seekHead, info, tracks, cluster, cues)]);
}

function signed(v: number) {
  const b = Buffer.alloc(2);
  b.writeInt16BE(v);
  return b;
}
