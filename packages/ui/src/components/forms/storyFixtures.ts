/**
 * Story fixtures shared by the auth dialogs (stories only; components never import this). Only stories files may
 * import the demo platform (lint:deps), so this file holds no demo data: the captcha is a bare base64 PNG of the
 * digits 4729 as the platform sends it (the demo platform draws its captchas the same way but does not export the
 * drawing function).
 */

export const STORY_CAPTCHA_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAEgAAAAcCAAAAADnmaZ6AAAA+ElEQVR42q2VAQ7DIAhFOc7O/q7mJVZnXAU/wyZzS1osPBERrLVG//ffdyyvjVXQKl2ye1obLPM4Nt7GnFayeLbEOiz1NjjFGeh1jficgyCr70egWu4oGwF4BmL73jBqj6D0cG6NYXCD5sjk8CSN0TxDB5oLofQViAjCg6S+BPF0ax7kg4eDnAWbf4FkgrVz0CcU6dbGHAu08ogsb+Y7y2kRrne4a/GUSKGxCGwx+uWRSgMJQoM4BbkyQmFc3v4q2KMu17f/Kv64GN6uDu/QeYQA6eDxKCGXekTsP8h2QN5wLOkQFBPEZhgSUnvDDiSqW92xUN1tM3oDb8VCqo7oruEAAAAASUVORK5CYII=';

/** A fixed instant for stories that show time (the SMS countdown, the captcha throttle). */
export const STORY_NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
