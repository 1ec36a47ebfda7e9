/**
 * An image the server painted (firstPaintImage.ts), moved into the app's page as it is:
 * `display: contents` leaves the image the box (or grid item) it was in the server's markup.
 */
export function KeptImage({ image }: { image: HTMLImageElement }) {
  return <span className="contents" ref={(slot) => void slot?.appendChild(image)} />;
}
