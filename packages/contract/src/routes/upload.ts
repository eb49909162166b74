import { routes } from './define.ts';

/**
 * A signed-in user's picture (an avatar, a recharge proof): images only, the type read from the bytes, the
 * settings' types and size limit; recorded as the user's, so only its uploader may use it.
 */
const upload = routes('common', {
  file: {
    method: 'POST',
    path: '/api/common/upload',
    auth: 'user',
    body: 'multipart',
    answer: 'uploaded',
    description: 'Multipart field `file`, an image. Answers `{ url, fullurl }`.',
  },
});

/**
 * Pictures operators put in front of users (an NFT series' image): the user upload's rules (images only,
 * type from the bytes, the size limit of the settings), for `content.write`. The file is not an
 * operator's record of anything; the series (or banner) that uses it is audited with its address.
 */
const uploadAdmin = routes('admin: content', {
  file: {
    method: 'POST',
    path: '/admin-api/upload',
    auth: 'operator',
    permission: 'content.write',
    body: 'multipart',
    answer: 'uploaded',
    description: 'Multipart field `file`, an image. Answers `{ url, fullurl }`.',
  },
});

export const api = { upload };
export const adminApi = { upload: uploadAdmin };
