// The photos for the gallery under a publication: its images without the cover and without those the body
// already shows.
import type { PublicationDetail } from '@estate/shared-api/dto/publications';

export function galleryImages(publication: Pick<PublicationDetail, 'images' | 'cover' | 'body'>): string[] {
  return publication.images.filter(
    (path, index, all) => path !== '' && path !== publication.cover && !publication.body.includes(path) && all.indexOf(path) === index,
  );
}
