import type { OrdersDetailQuery } from '../../gql/graphql';

export type OrderDetail = OrdersDetailQuery['order'];
export type OrderLine = OrderDetail['packages'][number];
export type OrderNote = OrderDetail['notes'][number];
export type OrderDelivery = OrderDetail['deliveries'][number];
export type OrderCommand = OrderDetail['commands'][number];
export type OrderVariable = OrderDetail['variables'][number];
export type OrderEmail = OrderDetail['emails'][number];
export type OrderDiscordAction = OrderDetail['discordActions'][number];
