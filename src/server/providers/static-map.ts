import { EARTH_RADIUS_M } from '../../shared/geo';

export interface StaticMapRequest {
  lat: number;
  lng: number;
  title: string;
  subtitle: string;
  width: number;
  height: number;
  zoom: number;
  nearby: { name: string; lat: number; lng: number }[];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

/** Metres per pixel at a Web Mercator zoom level and latitude (what a 256-pixel tile map shows). */
export function metresPerPixel(zoom: number, lat: number) {
  return (2 * Math.PI * EARTH_RADIUS_M * Math.cos((lat * Math.PI) / 180)) / (256 * 2 ** zoom);
}

/** The lat/lng box a map of this size and zoom covers around its centre. */
export function mapBounds(request: Pick<StaticMapRequest, 'lat' | 'lng' | 'width' | 'height' | 'zoom'>) {
  const mpp = metresPerPixel(request.zoom, request.lat);
  const dLat = ((request.height / 2) * mpp) / 111_320;
  const dLng = ((request.width / 2) * mpp) / (111_320 * Math.cos((request.lat * Math.PI) / 180));
  return {
    minLat: request.lat - dLat,
    maxLat: request.lat + dLat,
    minLng: request.lng - dLng,
    maxLng: request.lng + dLng,
  };
}

/**
 * The map image drawn here when no Google key is configured: the venue's pin in the centre, nearby
 * suburbs where they fall, a scale bar and north arrow, and the coordinates. Never a broken image.
 */
export function renderStaticMap(request: StaticMapRequest): string {
  const { width: w, height: h } = request;
  const mpp = metresPerPixel(request.zoom, request.lat);
  const toX = (lng: number) =>
    w / 2 + ((lng - request.lng) * 111_320 * Math.cos((request.lat * Math.PI) / 180)) / mpp;
  const toY = (lat: number) => h / 2 - ((lat - request.lat) * 111_320) / mpp;
  const barMetres = [50, 100, 200, 500, 1000, 2000, 5000, 10_000].find((m) => m / mpp > w / 6) ?? 10_000;
  const barPx = barMetres / mpp;
  const grid = Array.from({ length: 9 }, (_, i) => {
    const x = (w / 8) * i;
    const y = (h / 8) * i;
    return `<path d="M${x} 0V${h}M0 ${y}H${w}" stroke="#d0dbe5" stroke-width="1"/>`;
  }).join('');
  const places = request.nearby
    .map((p) => ({ ...p, x: toX(p.lng), y: toY(p.lat) }))
    .filter((p) => p.x > 10 && p.x < w - 10 && p.y > 10 && p.y < h - 10)
    .map(
      (p) =>
        `<circle cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" r="3" fill="#868e96"/><text x="${(p.x + 6).toFixed(1)}" y="${(p.y + 4).toFixed(1)}" font-family="system-ui,sans-serif" font-size="11" fill="#495057">${escapeXml(p.name)}</text>`,
    )
    .join('');
  const cx = w / 2;
  const cy = h / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(`Map of ${request.title}, ${request.subtitle}`)}">
<title>${escapeXml(`${request.title}, ${request.subtitle}`)}</title>
<rect width="${w}" height="${h}" fill="#eef3f7"/>${grid}${places}
<g transform="translate(${cx} ${cy})"><circle r="16" fill="#c8102e" opacity="0.15"/><path d="M0 0l-11 -20a12.5 12.5 0 1 1 22 0z" fill="#c8102e" stroke="#fff" stroke-width="2"/><circle cy="-24" r="4.5" fill="#fff"/></g>
<rect x="8" y="8" width="${Math.min(w - 16, 12 + request.title.length * 7.2)}" height="40" rx="6" fill="#fff" opacity="0.92"/>
<text x="16" y="25" font-family="system-ui,sans-serif" font-size="13" font-weight="700" fill="#1a1b1e">${escapeXml(request.title)}</text>
<text x="16" y="41" font-family="system-ui,sans-serif" font-size="11" fill="#495057">${escapeXml(request.subtitle)}</text>
<g transform="translate(12 ${h - 14})"><rect width="${barPx.toFixed(1)}" height="4" fill="#343a40"/><text y="-5" font-family="system-ui,sans-serif" font-size="10" fill="#343a40">${barMetres >= 1000 ? `${barMetres / 1000} km` : `${barMetres} m`}</text></g>
<g transform="translate(${w - 20} 26)"><path d="M0 -12l6 14h-12z" fill="#343a40"/><text y="14" text-anchor="middle" font-family="system-ui,sans-serif" font-size="10" fill="#343a40">N</text></g>
<text x="${w - 8}" y="${h - 8}" text-anchor="end" font-family="system-ui,sans-serif" font-size="10" fill="#6c757d">${request.lat.toFixed(5)}, ${request.lng.toFixed(5)}</text>
</svg>`;
}

/** Google's static map of the same view, used when GOOGLE_MAPS_API_KEY is configured. */
export function googleStaticMapUrl(
  apiKey: string,
  request: Pick<StaticMapRequest, 'lat' | 'lng' | 'width' | 'height' | 'zoom'>,
  scale: number,
) {
  const url = new URL('https://maps.googleapis.com/maps/api/staticmap');
  url.searchParams.set('center', `${request.lat},${request.lng}`);
  url.searchParams.set('zoom', String(request.zoom));
  url.searchParams.set('size', `${request.width}x${request.height}`);
  url.searchParams.set('scale', String(scale));
  url.searchParams.set('markers', `color:red|${request.lat},${request.lng}`);
  url.searchParams.set('key', apiKey);
  return url.toString();
}
