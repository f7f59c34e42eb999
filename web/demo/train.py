# A small neural network learns to read handwritten digits: real
# PyTorch (torch.nn, torch.optim) running in this browser tab. Edit
# the code and press Run (Ctrl+Enter); Stop interrupts it.
#
# The page passes the data in as tensors: X holds 1,797 images of
# 8x8 pixels (float32, 0-16) and y their digits (int64), from the
# UCI handwritten digits that scikit-learn ships. post(value) sends
# a value to the page: it plots "loss" and "accuracy" after each
# epoch and draws the "shown" held-out images with the "predicted"
# digits.
import time

import torch
from torch import nn
from brytorch_embed import post

EPOCHS = 10
BATCH = 32
torch.manual_seed(0)

# A fixed split: the model never trains on the 360 held-out images
# it is scored on.
order = torch.randperm(len(y))
held_out, train = order[:360], order[360:]
x_train, y_train = X[train] / 16, y[train]
x_test, y_test = X[held_out] / 16, y[held_out]

model = nn.Sequential(nn.Linear(64, 64), nn.ReLU(),
                      nn.Linear(64, 10))
optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
loss_fn = nn.CrossEntropyLoss()

for epoch in range(1, EPOCHS + 1):
    start = time.perf_counter()
    model.train()
    total = 0.0
    for batch in torch.randperm(len(train)).split(BATCH):
        loss = loss_fn(model(x_train[batch]), y_train[batch])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total += loss.item() * len(batch)
    model.eval()
    with torch.no_grad():
        predicted = model(x_test).argmax(dim=1)
    accuracy = (predicted == y_test).float().mean().item()
    mean_loss = total / len(train)
    seconds = time.perf_counter() - start
    post({"epoch": epoch, "epochs": EPOCHS, "loss": mean_loss,
          "accuracy": accuracy, "seconds": seconds,
          "shown": held_out[:12].tolist(),
          "predicted": predicted[:12].tolist()})
    print(f"epoch {epoch:2d}  loss {mean_loss:.4f}  "
          f"held-out accuracy {accuracy:.3f}  ({seconds:.1f} s)")
