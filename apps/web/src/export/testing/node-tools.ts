/**
 * Node-only helpers for the export tests (the web tsconfig has no Node types, so the two functions used
 * are typed here): the PDF's text by poppler's `pdftotext`, read from stdin.
 */
type ChildProcess = {
  execFileSync: (file: string, args: readonly string[], options: { input: Uint8Array }) => Uint8Array;
};

const CHILD_PROCESS = 'node:child_process';

/** The text of a PDF, laid out as on the page (`pdftotext -layout`). */
export async function extractPdfText(pdf: Uint8Array): Promise<string> {
  const { execFileSync } = (await import(/* @vite-ignore */ CHILD_PROCESS)) as ChildProcess;
  return new TextDecoder().decode(
    execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }),
  );
}
