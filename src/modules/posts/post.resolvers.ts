import { admin, storefront } from '../../graphql/access';
import { sc } from '../../graphql/context';
import { gqlPage, listArgs, timestampFields, toServiceInput } from '../../graphql/fields';
import type {
  MutationCreatePostArgs,
  MutationDeletePostArgs,
  MutationUpdatePostArgs,
  QueryPostArgs,
  QueryPostsArgs,
  QueryStorefrontPostsArgs,
  Resolvers,
} from '../../graphql/__generated__/resolvers-types';
import { gqlShortPage } from '../storefront/storefront.resolvers';
import { displayDate, postPath } from './post.present';
import type { ListPostsInput } from './post.schemas';
import * as posts from './post.service';

export const postResolvers: Resolvers = {
  Query: {
    posts: admin('marketing:read', async (ctx, args: QueryPostsArgs) => {
      const input: ListPostsInput = listArgs(args);
      return gqlPage(await posts.listPosts(ctx, input), '/v1/app/post', input);
    }),
    post: admin('marketing:read', (ctx, { id }: QueryPostArgs) => posts.getPost(ctx, id)),
    storefrontPosts: storefront(async (ctx, args: QueryStorefrontPostsArgs) => gqlShortPage(await posts.listPublishedPosts(ctx, listArgs(args)))),
  },
  Mutation: {
    createPost: admin('marketing:write', (ctx, { input }: MutationCreatePostArgs) => posts.createPost(ctx, toServiceInput(input))),
    updatePost: admin('marketing:write', (ctx, { id, input }: MutationUpdatePostArgs) => posts.updatePost(ctx, id, toServiceInput(input))),
    deletePost: admin('marketing:write', async (ctx, { id }: MutationDeletePostArgs) => {
      await posts.deletePost(ctx, id);
      return true;
    }),
  },
  Post: { ...timestampFields('createdAt', 'updatedAt', 'publishedAt') },
  StorefrontPost: {
    ...timestampFields('createdAt', 'updatedAt'),
    publishedAt: (p, _, ctx, info) => displayDate(sc(ctx, info).store, p.publishedAt!),
    path: (p) => postPath(p),
  },
};
