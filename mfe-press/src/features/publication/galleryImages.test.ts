import { galleryImages } from './galleryImages';

describe('galleryImages', () => {
  it('leaves out the cover, images shown in the body and repeats', () => {
    expect(
      galleryImages({
        cover: '/img/media/cover.jpg',
        body: '<figure><img src="/img/media/a.jpg"></figure>',
        images: ['/img/media/a.jpg', '/img/media/b.jpg', '/img/media/cover.jpg', '/img/media/b.jpg', ''],
      }),
    ).toEqual(['/img/media/b.jpg']);
  });
});
