// The Host values of the probe of issue 23 (catalogue S5), shared by the property test and the HTTP replay.
/** The 14 Host values of the probe (issue 23): each mailed a link elsewhere, or could have. */
export const PROBE_HOSTS = [
  'evil.example#.localhost',
  'evil.example/.localhost',
  'evil.example?.localhost',
  'evil.example\\.localhost',
  'x.localhost@evil.example',
  'evil.example%23.localhost',
  'evil.example:80#.localhost',
  'EVIL.EXAMPLE#.LOCALHOST',
  'evil.example#@.localhost',
  'evil.example.',
  'localhost.evil.example',
  'evil.example',
  '127.0.0.1.evil.example',
  '[::1]@evil.example',
];
