/** Where a passage sits in its document: "page 12" when the server knows the page (PDFs), else the chunk. */
export function passagePlace(page: number | null | undefined, position: number): string {
  return typeof page === 'number' ? `page ${page}` : `chunk ${position + 1}`;
}
