declare module "*?photo" {
  const photo: import("../lib/photo").Photo;
  export default photo;
}
