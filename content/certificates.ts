import {assumedIn} from './assumed';

const assumed = assumedIn('content/certificates.ts');

/**
 * Certificates of the PANLAR 2025 Congress (Mexico City): one external portal per kind.
 * Visitors complete a short survey there, then download with their registration e-mail.
 * Replace a URL here and the page follows.
 */
export type CertificateKey = 'attendance' | 'speakers' | 'abstracts' | 'course';

export type CertificatePortal = {key: CertificateKey; url: string};

export const certificatesEdition = {year: 2025, city: 'Mexico City', country: 'MX'} as const;

export const certificatePortals: readonly CertificatePortal[] = [
  {key: 'attendance', url: assumed('https://certificados.panlar.org/2025/asistencia', 'attendance certificate portal')},
  {key: 'speakers', url: assumed('https://certificados.panlar.org/2025/ponentes', 'speakers’ certificate portal')},
  {key: 'abstracts', url: assumed('https://certificados.panlar.org/2025/trabajos', 'abstracts’ certificate portal')},
];

/** The pre-congress course has its own card and portal. */
export const courseCertificate: CertificatePortal = {
  key: 'course',
  url: assumed('https://certificados.panlar.org/2025/curso-precongreso', 'pre-congress course certificate portal'),
};
