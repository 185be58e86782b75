import type { AppModule } from '../../module';
import { Post, StorefrontPost } from './post.responses';
import { postResolvers } from './post.resolvers';
import { postRoutes } from './post.routes';

/** The store's posts (news), written in the back office and read by storefronts. */
export const postsModule: AppModule = {
  name: 'posts',
  routes: postRoutes,
  resolvers: postResolvers,
  sdl: ['posts.graphql'],
  shapes: [Post, StorefrontPost],
};
