/**
 * Runs `task` once the next frame has been drawn (a frame callback runs before the frame, a task
 * posted from it after), and answers a cancel. For work the applicant need not wait for to see the
 * page: it no longer holds the frame back.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
